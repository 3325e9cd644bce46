import type { ParseKeys, TFunction } from 'i18next';
import {
  cloneElement,
  createElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { Namespace } from '../../locales/en';
import {
  DEFAULT_NAMESPACE,
  findText,
  hasNamespace,
  interpolate,
  loadTexts,
  namespaceOf,
  onTextLanguage,
  textLanguage,
  textRevision,
  textsOf,
} from './translate';

/** A namespace whose load failed, kept until a render reports it to the error boundary. */
const failures = new Map<string, unknown>();

/**
 * The texts of a namespace, in the reader's language; re-renders on a language switch. Until the
 * namespace is in, it suspends (the route's Suspense shows the page's loader): a page never shows a key.
 */
export function useTranslation<N extends Namespace = 'common'>(
  namespace?: N,
): { t: TFunction<N>; i18n: { language: string } } {
  const ns = (namespace ?? DEFAULT_NAMESPACE) as N;
  const revision = useSyncExternalStore(onTextLanguage, textRevision);
  if (!hasNamespace(ns)) {
    const key = `${textLanguage()}/${ns}`;
    const failure = failures.get(key);
    if (failure) {
      failures.delete(key);
      throw failure;
    }
    throw loadTexts([ns]).catch((error: unknown) => failures.set(key, error));
  }
  // A new `t` after a switch, so effects and memos that depend on it run again in the new language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision is the language switch
  const t = useMemo(() => textsOf(ns), [ns, revision]);
  return { t, i18n: { language: textLanguage() } };
}

/** Tags a translation may use without a component for them. */
const PLAIN_TAGS = new Set(['b', 'strong', 'i', 'em', 'br', 'p']);
const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

interface TransProps<N extends Namespace> {
  /** The `t` of the component's namespace, or the namespace itself: the key is read there. */
  t?: TFunction<N>;
  ns?: N;
  /** Typed as `t`'s keys: a key missing from the namespace fails the type check. */
  i18nKey: ParseKeys<N>;
  values?: Record<string, unknown>;
  /** The elements the translation's `<name>…</name>` tags become, each given the tag's text. */
  components?: Record<string, ReactElement>;
}

/**
 * A text with links or emphasis inside (`Browse <gyms>gyms</gyms>`). The tags are read from the
 * catalogue's text before the values go in, so a value (a member's name) can never become markup.
 */
export function Trans<N extends Namespace>({
  t,
  ns,
  i18nKey,
  values = {},
  components = {},
}: TransProps<N>): ReactNode {
  const namespace = ns ?? (namespaceOf(t) as Namespace);
  // Loaded (or suspended for) and re-rendered on a switch, as any text.
  useTranslation(namespace);
  const { path, found } = findText(i18nKey as string, namespace);
  if (typeof found !== 'string') return path;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of found.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) parts.push(interpolate(found.slice(last, match.index), values));
    const text = interpolate(inner, values);
    const component = components[name];
    const key = parts.length;
    if (isValidElement(component)) parts.push(cloneElement(component, { key }, text));
    else if (PLAIN_TAGS.has(name)) parts.push(createElement(name, { key }, text));
    else parts.push(text);
    last = match.index + whole.length;
  }
  if (last < found.length) parts.push(interpolate(found.slice(last), values));
  return parts;
}
