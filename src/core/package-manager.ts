/** Commands for each package manager from one description (`add @rsbuild/plugin-react -D`). */

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export function packageManagerCommands(
  command: string | Partial<Record<PackageManager, string>>,
): Record<PackageManager, string> {
  if (typeof command !== 'string') {
    return Object.fromEntries(PACKAGE_MANAGERS.map((pm) => [pm, command[pm] ?? ''])) as Record<PackageManager, string>;
  }
  const [verb = '', ...rest] = command.trim().split(/\s+/);
  const args = rest.join(' ');
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  if (verb === 'create') {
    // yarn create does not take a version tag; the others accept `name@latest` as given.
    return {
      npm: join('npm create', args),
      yarn: join('yarn create', args.replace(/@latest\b/, '')),
      pnpm: join('pnpm create', args),
      bun: join('bun create', args),
    };
  }
  if (verb === 'install' || verb === 'i') {
    return {
      npm: join('npm install', args),
      yarn: join('yarn install', args),
      pnpm: join('pnpm install', args),
      bun: join('bun install', args),
    };
  }
  if (verb === 'run') {
    return {
      npm: join('npm run', args),
      yarn: join('yarn', args),
      pnpm: join('pnpm', args),
      bun: join('bun run', args),
    };
  }
  return {
    npm: join('npm', verb, args),
    yarn: join('yarn', verb, args),
    pnpm: join('pnpm', verb, args),
    bun: join('bun', verb, args),
  };
}
