import type { SocialLinkConfig } from './types';

export const socialLinks: SocialLinkConfig[] = [
  { icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/rsbuild' },
  { icon: 'x', mode: 'link', content: 'https://twitter.com/rspack_dev' },
  { icon: 'discord', mode: 'link', content: 'https://discord.gg/XsaKEEk4mW' },
];
