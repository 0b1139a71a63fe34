/**
 * Every translated message renders with sample values in every language (issue 14:
 * "the German strings checked by a test that renders every template with sample values"):
 * each template of the modules the app loads (components/shared/i18n/generated/<locale>.ts)
 * is filled with a marked sample for each of its placeholders, and the text must hold every
 * placeholder its English source has, no "undefined", "NaN", "${" or "{0}" left from a
 * broken edit, no empty message, no straight double quote in the prose (German „…“,
 * French « … », Dutch „…”), and a space at either end wherever the source has one
 * (fragments are joined to others).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const config = JSON.parse(readFileSync(path.join(root, 'lit-localize.json'), 'utf8'));
const locales: string[] = config.targetLocales;

/** How many values each message's English source takes (its `<x>`s that stand for `${…}`, not markup). */
function sourceValues(locale: string): Map<string, { values: number; lead: boolean; trail: boolean }> {
  const xml = readFileSync(path.join(root, config.interchange.xliffDir, `${locale}.xlf`), 'utf8');
  const out = new Map<string, { values: number; lead: boolean; trail: boolean }>();
  for (const [, id, body] of xml.matchAll(/<trans-unit id="([^"]+)">([\s\S]*?)<\/trans-unit>/g)) {
    const source = /<source>([\s\S]*?)<\/source>/.exec(body!)?.[1] ?? '';
    const values = [...source.matchAll(/<x id="\d+" equiv-text="\$\{/g)].length;
    out.set(id!, { values, lead: /^\s/.test(source), trail: /\s$/.test(source) });
  }
  return out;
}

type Template = string | { strings: readonly string[]; values: readonly unknown[] };

/** The template as text, each placeholder shown as ⟦n⟧. */
function render(t: Template): string {
  if (typeof t === 'string') return t;
  return t.strings.reduce((all, s, i) => all + s + (i < t.values.length ? `⟦${String(t.values[i])}⟧` : ''), '');
}

describe('every translation renders with sample values', () => {
  for (const locale of locales) {
    it(`${locale}: every message, its placeholders filled`, async () => {
      const { templates } = (await import(path.join(root, config.output.outputDir, `${locale}.ts`))) as { templates: Record<string, Template> };
      const values = sourceValues(locale);
      const problems: string[] = [];
      for (const [id, t] of Object.entries(templates)) {
        const text = render(t);
        const prose = text.replace(/<[^>]*>/g, '');
        const say = (why: string) => problems.push(`${id} (${why}): ${text.slice(0, 120)}`);
        if (!prose.trim() && !/⟦/.test(text)) say('empty');
        const src = values.get(id);
        for (let n = 0; n < (src?.values ?? 0); n++) if (!text.includes(`⟦${n}⟧`)) say(`value ${n} missing`);
        // A fragment joined to others keeps the source's space at either end (words would run together).
        if (src && ((src.lead && !/^[\s,;:.]/.test(text)) || (src.trail && !/\s$/.test(text)))) say('the source\u2019s space at an end is lost');
        if (/undefined|NaN|\$\{|\{\d\}/.test(prose)) say('a broken placeholder');
        if (prose.includes('"')) say('a straight double quote');
      }
      expect(problems).toEqual([]);
      expect(Object.keys(templates).length).toBe(values.size);
    });
  }
});
