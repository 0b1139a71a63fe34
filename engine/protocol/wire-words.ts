/**
 * The words a stored entry names by a number (wire.ts, the worded forms 0xB6 and 0xB7): field
 * names, kinds, action types, card and place names of the five games and the protocol, most
 * frequent first (counted over whole games of every game in rooms), so that the commonest take
 * one byte. A word's number is its place in this list, and a stored document is read with it for
 * ever, so the list is frozen (a test pins it whole); a string not in it is written out.
 *
 * It cannot simply grow: a reader refuses a word written out as text (one encoding per value), so an
 * app with a longer list would refuse entries an app with this one accepts, and an app with this one
 * cannot read a number past it: the devices of a room would split while it updates. More words take
 * new first bytes for the forms that use them, and this list stays what 0xB6 and 0xB7 mean.
 */
const TEXT = [
  't|seat|action|type|move|v|link|shares|card|round|handles|of|viewers|handle|reveal|fief|at|pass|bid|after|field|',
  'income|pay|trade|open|c|cell|place|salt|seal|serf|deck|proof|finish|end|done|items|res|buy|kind|reaper|play|',
  'merchant|cards|own|give|kept|shown|slot|row|wheat|crops|get|to|goods|sell|build|what|pick|animals|from|hand|',
  'convert|dice|person|chain|join|n|name|glass|province|watches|wood|step|hire|trash|vassal|feed|influence|books|',
  'clay|option|lumberjack|wine|clothing|re|reenc|key|stone|city|stop|propose|resources|shepherd|Mill|skill|swap|',
  'Farmer|tower|wall|audit|author|body|parent|request|room|secret|sig|board|boat|discard|sky|use|feudal-lord|',
  'tax-collector|spice|pastor|gave|master|tax|part|upgrade|Monastery|gold|Wheat|tile|take|target|Merchant|recruit|',
  'score|P0|P1|P2|left|right|exchange|extra|columns|Smithy|keep|grow|Guild Hall|Mine|P3|Sheep|Timber|Vegetables|',
  'Cattle|Stone|Barge|Barley|offer|mode|seductress|Fishing|Manure|Thief|fairy|Compost|Festival|Fodder|Guard|',
  'Vineyard|Worker|burn|drop|roll|Hunt|Market Day|Pigs|Pollination|Toll|accept|authors|batched|bg|config|draw|',
  'game|genesis|hinted|links|nonce|restore|seats|shuffles|start|Artist|Cattle Enclosure|Noble|Ore|decree|scout|',
  'Council Member|Cultivator|Spy|University|arrange|bottom|firstSeat|mystery|reorder|Fair|react|store|Quarry|',
  'Craftsmen|Feast|Tournament|column|dean|Pedlar|Tithe|die|show|Granary|Blockade|Bribery|Broker|Cathedral|General|',
  'Historian|Manor House|Marauders|Philosopher|Pilgrimage|Royal Favour|Scientist|Tyranny|brick-worker|decline|',
  'feebleton|felinia|seeTop|silver|treasurer|variant|Conflagration|Engineer|Invasion|King|charm|fire|good|grid|',
  'guild-master|level|mason|plow-builder|shuffle|symbol|Insurrection|advanced|basic|chip|countess|dancer|dean-1|',
  'dean-2|dean-3|dean-4|feudalia|feuville|firstLord|flag|glazier-1|grotto:2|layout|learning|lumberer|',
  'medieval-manor|random|scenario|silversmith-1|silversmith-2|waterfall:1|carpenter|glazier-2|grass|grotto:1|',
  'guard|oasis:2|observatory:2|potter|protect|ruins:1|ruins:2|ruins:3|silversmith-3|silversmith-4|temple:2|town|',
  'waterfall:3|',
].join('');

/** The words, in their order: a word's number is its index. */
export const WORDS: readonly string[] = TEXT.slice(0, -1).split('|');

/** A word's number, or undefined for a string that is written out. */
export const wordOf: ReadonlyMap<string, number> = new Map(WORDS.map((w, i) => [w, i]));
