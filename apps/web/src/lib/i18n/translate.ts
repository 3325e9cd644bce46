import type { Language } from '@kinetic/domain';
import type { i18n, TFunction } from 'i18next';
import type { Namespace } from '../../locales/en';

/**
 * The texts' runtime (docs/adr/0024): namespaced catalogues loaded on demand, `t(key, options)` with
 * `{{value}}` and `{{value, number}}`, plural keys by the language's own rules (`_zero` … `_other`),
 * `returnObjects`, and `ns:key`. It is the part of i18next we use, in 2 KB instead of 17: the keys are
 * still typed by i18next's `TFunction` (src/i18next.d.ts), and the catalogues are unchanged.
 */

type Tree = { [key: string]: unknown };
export type TranslateOptions = Record<string, unknown> & { count?: number; returnObjects?: boolean };
type Loader = (language: Language, namespace: Namespace) => Promise<Tree>;

export const DEFAULT_NAMESPACE: Namespace = 'common';

const catalogues = new Map<string, Tree>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let language: Language = 'en';
let load: Loader | undefined;
let formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string = (value) => String(value);
let revision = 0;

const slot = (lang: Language, namespace: string) => `${lang}/${namespace}`;

/** How catalogues are fetched and numbers written; called once, before the first text is read. */
export function configureTexts(options: {
  language: Language;
  load: Loader;
  formatNumber: typeof formatNumber;
}) {
  language = options.language;
  load = options.load;
  formatNumber = options.formatNumber;
}

export const textLanguage = (): Language => language;

export function hasNamespace(namespace: Namespace, lang: Language = language): boolean {
  return catalogues.has(slot(lang, namespace));
}

/** Loads each namespace once per language; a failed load is tried again by the next caller. */
export function loadTexts(namespaces: readonly Namespace[], lang: Language = language): Promise<void> {
  return Promise.all(
    namespaces.map((namespace) => {
      const key = slot(lang, namespace);
      if (catalogues.has(key)) return undefined;
      let loading = pending.get(key);
      if (!loading) {
        if (!load) throw new Error('texts are read before configureTexts');
        loading = load(lang, namespace).then(
          (tree) => {
            catalogues.set(key, tree);
            pending.delete(key);
          },
          (error: unknown) => {
            pending.delete(key);
            throw error;
          },
        );
        pending.set(key, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

/** Switches every text at once: the namespaces read so far are loaded in the new language first. */
let wanted: Language | undefined;

export async function setTextLanguage(next: Language): Promise<void> {
  wanted = next;
  const read = [...catalogues.keys()]
    .filter((key) => key.startsWith(`${language}/`))
    .map((key) => key.slice(key.indexOf('/') + 1) as Namespace);
  await loadTexts(read, next);
  // A later switch (the reader changed their mind while these loaded) wins.
  if (next === language || wanted !== next) return;
  language = next;
  revision += 1;
  for (const listener of listeners) listener();
}

/** Called after every language switch (components re-render through useTranslation). */
export function onTextLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes with each switch: what a component's cached texts depend on. */
export const textRevision = () => revision;

function lookup(tree: Tree | undefined, path: string): unknown {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

/**
 * `{{name}}` is the option's value, `{{count, number}}` the number in the reader's digits; a value not
 * given writes nothing (as i18next).
 */
export function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(PLACEHOLDER, (_placeholder, name: string, format?: string) => {
    const value = values[name];
    if (value === undefined || value === null) return '';
    if (format === 'number' && typeof value === 'number') return formatNumber(value);
    return String(value);
  });
}

function interpolateTree(node: unknown, values: Record<string, unknown>): unknown {
  if (typeof node === 'string') return interpolate(node, values);
  if (Array.isArray(node)) return node.map((item) => interpolateTree(item, values));
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, item]) => [key, interpolateTree(item, values)]),
    );
  }
  return node;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralForm(count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The catalogue's entry for `key` (`namespace:path`, or a path in `namespace`), plural form chosen. */
export function findText(key: string, namespace: string, count?: number): { path: string; found: unknown } {
  const colon = key.indexOf(':');
  const ns = colon > 0 ? key.slice(0, colon) : namespace;
  const path = colon > 0 ? key.slice(colon + 1) : key;
  const tree = catalogues.get(slot(language, ns));
  let found: unknown;
  if (typeof count === 'number')
    found = lookup(tree, `${path}_${pluralForm(count)}`) ?? lookup(tree, `${path}_other`);
  found ??= lookup(tree, path);
  return { path, found };
}

/**
 * The text of `key`, or the key itself when no catalogue has it, as i18next does: a missing text
 * shows, it does not break the page.
 */
function textOf(key: string, options: TranslateOptions = {}, namespace: string = DEFAULT_NAMESPACE) {
  const { path, found } = findText(key, namespace, options.count);
  if (typeof found === 'string') return interpolate(found, options);
  if (found !== undefined && options.returnObjects) return interpolateTree(found, options);
  return path;
}

const namespaces = new WeakMap<object, string>();

/** The namespace a `t` reads (`<Trans t={t}>` finds its texts there). */
export const namespaceOf = (t: unknown): string =>
  (typeof t === 'function' && namespaces.get(t)) || DEFAULT_NAMESPACE;

/** `t` for a namespace, typed by i18next's key types. */
export function textsOf<N extends Namespace>(namespace: N): TFunction<N> {
  const t = (key: string, options?: TranslateOptions) => textOf(key, options, namespace);
  namespaces.set(t, namespace);
  return t as unknown as TFunction<N>;
}

/**
 * `t` outside components (toasts, formatting helpers): `common` unless the key names its namespace
 * (`booking:purchase.nobalance`), typed as i18next's own `t`, which takes every namespace's keys.
 */
export const translate = textsOf(DEFAULT_NAMESPACE) as unknown as i18n['t'];
