/** Gatsby's browser runtime is not available under Jest: links render as anchors, queries from fixtures. */
import type { AnchorHTMLAttributes } from 'react';

export const graphql = () => '';
export const navigate = jest.fn();
export const withPrefix = (path: string) => path;

let staticQueryData: unknown = {};
export const useStaticQuery = () => staticQueryData;
/** Tests set what useStaticQuery returns. */
export function __setStaticQueryData(data: unknown) {
  staticQueryData = data;
}

export function Link({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} {...rest} />;
}
