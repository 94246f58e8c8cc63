import { escapeHtml } from '../../core/html';
import { PACKAGE_MANAGERS, packageManagerCommands, type PackageManager } from '../../core/package-manager';
import { CodeBlock } from '../CodeBlock/CodeBlock';
import { Tab, Tabs } from '../Tabs/Tabs';

export interface PackageManagerTabsProps {
  /** `add @rsbuild/plugin-react -D`, or one command per package manager. */
  command: string | Partial<Record<PackageManager, string>>;
}

/** The same command for npm, yarn, pnpm and bun; the reader's choice is remembered. */
export function PackageManagerTabs({ command }: PackageManagerTabsProps) {
  const commands = packageManagerCommands(command);
  return (
    <Tabs groupId="package-manager">
      {PACKAGE_MANAGERS.filter((pm) => commands[pm]).map((pm) => (
        <Tab key={pm} label={pm}>
          <CodeBlock lang="bash" html={`<span class="line">${escapeHtml(commands[pm])}</span>`} />
        </Tab>
      ))}
    </Tabs>
  );
}
