/** Query-string switches that hide parts of a doc page: `?navbar=0&sidebar=0&outline=0&footer=0`. */

export interface QuerySwitches {
  navbar: boolean;
  sidebar: boolean;
  outline: boolean;
  footer: boolean;
  globalUIComponents: boolean;
}

export const ALL_SHOWN: QuerySwitches = {
  navbar: true,
  sidebar: true,
  outline: true,
  footer: true,
  globalUIComponents: true,
};

export function readQuerySwitches(search: string): QuerySwitches {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return ALL_SHOWN;
  }
  const shown = (name: keyof QuerySwitches) => params.get(name) !== '0';
  return {
    navbar: shown('navbar'),
    sidebar: shown('sidebar'),
    outline: shown('outline'),
    footer: shown('footer'),
    globalUIComponents: shown('globalUIComponents'),
  };
}

/** Whether two sets of switches (with any extra flags) say the same. */
export function sameSwitches<T extends QuerySwitches>(a: T, b: T): boolean {
  return (Object.keys(a) as (keyof T)[]).every((key) => a[key] === b[key]);
}
