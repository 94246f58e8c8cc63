declare module 'gatsby-remark-prismjs/highlight-code' {
  /** Highlights code with Prism, loading the language on demand; unknown languages come back escaped. */
  export default function highlightCode(language: string, code: string): string;
}

declare module 'gatsby-remark-prismjs/load-prism-language' {
  /** Loads a Prism language and the languages it is made from; throws for an unknown one. */
  function loadPrismLanguage(language: string): void;
  namespace loadPrismLanguage {
    /** The name of a language given it or one of its aliases (`ts` → `typescript`); undefined if unknown. */
    function getBaseLanguageName(nameOrAlias: string): string | undefined;
  }
  export = loadPrismLanguage;
}

declare module 'gatsby-remark-prismjs/escape-html' {
  export default function escapeHTML(code: string): string;
}

/** Gatsby 5 exposes CSS module classes as named exports: `import * as styles from './X.module.css'`. */
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
