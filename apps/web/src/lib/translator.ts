// The app's texts by key, in the subset of i18next's rules our catalogues use
// (decision 084): nested keys, {{name}} interpolation, plurals as key_one and
// key_other (Intl.PluralRules), key_context, a fallback language, a default
// value and post-processors. i18next and react-i18next cost every first screen
// about 17 KiB gzip for features the app does not use; their types stay
// (lib/i18n.ts types these keys through i18next's TFunction).

export type TextOptions = Record<string, unknown> & {
  count?: number;
  context?: string;
  lng?: string;
  defaultValue?: string;
};

export interface PostProcessor {
  name: string;
  process(value: string, key: string, options: TextOptions): string;
}

type Catalogue = Record<string, unknown>;
type Listener = (language: string) => void;
type TranslatorEvent = 'initialized' | 'languageChanged' | 'added';

const isRecord = (value: unknown): value is Catalogue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `source` into `target`; with `overwrite` false, texts already there stay. */
function mergeTexts(target: Catalogue, source: Catalogue, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isRecord(value) && isRecord(current)) mergeTexts(current, value, overwrite);
    else if (isRecord(value)) target[key] = structuredClone(value);
    else if (current === undefined || overwrite) target[key] = value;
  }
}

function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!isRecord(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The value at a dotted path of the options ({{user.name}}). */
function valueAt(options: TextOptions, path: string): unknown {
  let node: unknown = options;
  for (const part of path.split('.')) {
    if (!isRecord(node)) return undefined;
    node = node[part];
  }
  return node;
}

export function createTranslator(fallbackLanguage: string) {
  const catalogues: Record<string, Catalogue> = {};
  const listeners = new Map<TranslatorEvent, Set<Listener>>();
  const postProcessors = new Map<string, PostProcessor>();
  const pluralRules = new Map<string, Intl.PluralRules>();
  let postProcess: string[] = [];
  let language = fallbackLanguage;
  let initialized = false;

  const emit = (event: TranslatorEvent) => {
    for (const listener of listeners.get(event) ?? []) listener(language);
  };

  const pluralOf = (lng: string, count: number) => {
    let rules = pluralRules.get(lng);
    if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
    return rules.select(count);
  };

  /** i18next's order: context with plural, context, plural, the key itself. */
  function candidates(lng: string, key: string, options: TextOptions): string[] {
    const { count, context } = options;
    const plural = typeof count === 'number' ? `_${pluralOf(lng, count)}` : null;
    const zero = count === 0 ? '_zero' : null;
    const bases = context ? [`${key}_${context}`, key] : [key];
    return bases.flatMap((base) => [
      ...(zero ? [base + zero] : []),
      ...(plural ? [base + plural] : []),
      base,
    ]);
  }

  function translate(key: string, options: TextOptions = {}): string {
    const languages = [...new Set([options.lng ?? language, fallbackLanguage])];
    let text: string | undefined;
    search: for (const lng of languages) {
      for (const candidate of candidates(lng, key, options)) {
        text = lookup(catalogues[lng], candidate);
        if (text !== undefined) break search;
      }
    }
    text ??= options.defaultValue ?? key;
    // A missing value leaves nothing, as i18next does (it warns; the type checker does here).
    text = text.replace(/\{\{\s*([\w.]+)\s*\}\}/gu, (_, name: string) => {
      const value = valueAt(options, name);
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      return value === undefined || value === null ? '' : JSON.stringify(value);
    });
    for (const name of postProcess) {
      const processor = postProcessors.get(name);
      if (processor) text = processor.process(text, key, options);
    }
    return text;
  }

  return {
    get language() {
      return language;
    },
    get isInitialized() {
      return initialized;
    },
    t: translate,
    use(processor: PostProcessor) {
      postProcessors.set(processor.name, processor);
      return this;
    },
    init(options: {
      lng: string;
      resources: Record<string, Catalogue>;
      postProcess?: string[];
    }): void {
      language = options.lng;
      postProcess = options.postProcess ?? [];
      for (const [lng, texts] of Object.entries(options.resources)) {
        catalogues[lng] = {};
        mergeTexts(catalogues[lng], texts, true);
      }
      initialized = true;
      emit('initialized');
    },
    addResourceBundle(lng: string, texts: Catalogue, overwrite: boolean): void {
      mergeTexts((catalogues[lng] ??= {}), texts, overwrite);
      emit('added');
    },
    changeLanguage(lng: string): void {
      if (lng === language) return;
      language = lng;
      emit('languageChanged');
    },
    on(event: TranslatorEvent, listener: Listener): () => void {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}
