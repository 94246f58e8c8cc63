/**
 * The part of the i18next instance API that this site's runtime uses, for the browser and
 * server bundles (webpack aliases `i18next` here; see gatsby/on-create-webpack-config.ts).
 *
 * Only gatsby-plugin-react-i18next imports i18next at runtime: it creates an instance per
 * page with the page's strings and hands it to react-i18next, which reads it through
 * getFixedT, options, languages, isInitialized, hasLoadedNamespace and on/off. The site's
 * strings are flat keys with `{{name}}` placeholders, so key lookup with namespace and
 * language fallback and interpolation is the whole job; the full library (plurals, contexts,
 * nesting, formatting, backends) would add about 18 KB gzip to every page. A unit test
 * checks that every string of both locales comes out exactly as i18next itself renders it.
 */

type Strings = Record<string, unknown>;
type Resources = Record<string, Record<string, Strings>>;
type Listener = (...args: unknown[]) => void;

export interface InitOptions {
  resources?: Resources;
  lng?: string;
  fallbackLng?: string | string[] | false;
  defaultNS?: string | string[];
  fallbackNS?: string | string[] | false;
  ns?: string | string[];
  keySeparator?: string | false;
  nsSeparator?: string | false;
  interpolation?: { escapeValue?: boolean; prefix?: string; suffix?: string };
  react?: Record<string, unknown>;
  [option: string]: unknown;
}

export type TFunction = (key: string | string[], options?: Record<string, unknown> | string) => string;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
};

const asList = (value: string | string[] | false | undefined): string[] =>
  value === undefined || value === false ? [] : Array.isArray(value) ? value : [value];

class Emitter {
  private listeners = new Map<string, Set<Listener>>();

  on(events: string, listener: Listener): this {
    for (const event of events.split(' ')) {
      const set = this.listeners.get(event) ?? new Set();
      set.add(listener);
      this.listeners.set(event, set);
    }
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

export class I18nLite extends Emitter {
  options: InitOptions & { ns: string[]; defaultNS: string[]; ignoreJSONStructure: boolean } = {
    ns: ['translation'],
    defaultNS: ['translation'],
    ignoreJSONStructure: true,
  };
  language = '';
  languages: string[] = [];
  resolvedLanguage = '';
  isInitialized = false;
  store = new Emitter();
  /** react-i18next attaches its namespace registry here. */
  reportNamespaces?: unknown;
  private resources: Resources = {};

  createInstance(options?: InitOptions): I18nLite {
    const instance = new I18nLite();
    if (options) void instance.init(options);
    return instance;
  }

  init(options: InitOptions = {}, callback?: (error: unknown, t: TFunction) => void): Promise<TFunction> {
    const defaultNS = asList(options.defaultNS);
    this.options = {
      ...this.options,
      ...options,
      defaultNS: defaultNS.length > 0 ? defaultNS : ['translation'],
      ns: asList(options.ns).length > 0 ? asList(options.ns) : defaultNS.length > 0 ? defaultNS : ['translation'],
      ignoreJSONStructure: true,
    };
    this.resources = options.resources ?? {};
    this.setLanguage(options.lng ?? Object.keys(this.resources)[0] ?? 'en');
    this.isInitialized = true;
    this.emit('initialized', this.options);
    const t = this.t.bind(this) as TFunction;
    callback?.(null, t);
    return Promise.resolve(t);
  }

  changeLanguage(lng?: string, callback?: (error: unknown, t: TFunction) => void): Promise<TFunction> {
    if (lng && lng !== this.language) {
      this.setLanguage(lng);
      this.emit('languageChanged', lng);
    }
    const t = this.t.bind(this) as TFunction;
    callback?.(null, t);
    return Promise.resolve(t);
  }

  hasLoadedNamespace(): boolean {
    return true;
  }

  loadNamespaces(_ns: unknown, callback?: () => void): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  loadLanguages(_lng: unknown, callback?: () => void): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return Boolean(this.resources[lng]?.[ns]);
  }

  getResourceBundle(lng: string, ns: string): Strings | undefined {
    return this.resources[lng]?.[ns];
  }

  exists(key: string, options?: { lng?: string; ns?: string | string[] }): boolean {
    return this.lookup(key, options?.lng ?? null, options?.ns) !== undefined;
  }

  getFixedT(lng: string | null, ns?: string | string[] | null, keyPrefix?: string): TFunction {
    return (key, options) => {
      const opts = typeof options === 'string' ? { defaultValue: options } : (options ?? {});
      const keys = (Array.isArray(key) ? key : [key]).map((k) => (keyPrefix ? `${keyPrefix}.${k}` : k));
      return this.translate(
        keys,
        opts,
        (opts.lng as string | undefined) ?? lng,
        (opts.ns as string | string[] | undefined) ?? ns ?? undefined,
      );
    };
  }

  t(key: string | string[], options?: Record<string, unknown> | string): string {
    return this.getFixedT(null)(key, options);
  }

  private setLanguage(lng: string): void {
    this.language = lng;
    this.resolvedLanguage = lng;
    const fallback = asList(this.options.fallbackLng).filter((code) => code !== lng);
    this.languages = [lng, ...fallback];
  }

  private lookup(key: string, lng: string | null, ns?: string | string[] | null): string | undefined {
    const namespaces = [...asList(ns ?? undefined), ...this.options.defaultNS, ...asList(this.options.fallbackNS)];
    const languages = lng ? [lng, ...asList(this.options.fallbackLng)] : this.languages;
    for (const language of languages) {
      for (const namespace of namespaces) {
        const value = this.resources[language]?.[namespace]?.[key];
        if (typeof value === 'string') return value;
      }
    }
    return undefined;
  }

  private translate(
    keys: string[],
    options: Record<string, unknown>,
    lng: string | null,
    ns?: string | string[],
  ): string {
    for (const key of keys) {
      const found = this.lookup(key, lng, ns);
      if (found !== undefined) return this.interpolate(found, options);
    }
    const fallback = typeof options.defaultValue === 'string' ? options.defaultValue : (keys[keys.length - 1] ?? '');
    return this.interpolate(fallback, options);
  }

  private interpolate(text: string, values: Record<string, unknown>): string {
    const { prefix = '{{', suffix = '}}', escapeValue = true } = this.options.interpolation ?? {};
    const pattern = new RegExp(`${escapeRegExp(prefix)}\\s*([^}\\s]+?)\\s*${escapeRegExp(suffix)}`, 'g');
    return text.replace(pattern, (match, name: string) => {
      if (!(name in values)) return match;
      const value = String(values[name]);
      return escapeValue ? value.replace(/[&<>"'/]/g, (ch) => HTML_ESCAPES[ch] ?? ch) : value;
    });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const i18next = new I18nLite();
export default i18next;
export const createInstance = i18next.createInstance.bind(i18next);
