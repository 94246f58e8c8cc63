import 'i18next';

declare module 'i18next' {
  /** Every key exists in both locales (a unit test checks), so `t()` never returns null. */
  interface CustomTypeOptions {
    returnNull: false;
  }
}
