import type { SiblingProjectConfig } from './types';

/** Projects of the same family, shown in the header dropdown. Logos live in `static/siblings/`. */
export const siblingProjects: SiblingProjectConfig[] = [
  {
    name: 'Rspack',
    desc: '基于 Rust 的高性能 Web 打包工具',
    descEn: 'A fast Rust-based web bundler',
    logo: '/siblings/rspack.svg',
    url: 'https://rspack.dev/zh/',
    urlEn: 'https://rspack.dev/',
  },
  {
    name: 'Rsbuild',
    desc: '基于 Rspack 的构建工具',
    descEn: 'The Rspack-based build tool',
    logo: '/siblings/rsbuild.svg',
    url: 'https://rsbuild.dev/zh/',
    urlEn: 'https://rsbuild.dev/',
  },
  {
    name: 'Rspress',
    desc: '基于 Rsbuild 的静态站点生成器',
    descEn: 'A static site generator built on Rsbuild',
    logo: '/siblings/rspress.svg',
    url: 'https://rspress.dev/zh/',
    urlEn: 'https://rspress.dev/',
  },
  {
    name: 'Rsdoctor',
    desc: '一站式的构建分析工具',
    descEn: 'A one-stop analyzer for your builds',
    logo: '/siblings/rsdoctor.svg',
    url: 'https://rsdoctor.dev/zh/',
    urlEn: 'https://rsdoctor.dev/',
  },
  {
    name: 'Modern.js',
    desc: '渐进式 React 框架',
    descEn: 'A progressive React framework',
    logo: '/siblings/modernjs.svg',
    logoScale: 0.9,
    url: 'https://modernjs.dev/',
    urlEn: 'https://modernjs.dev/en/',
  },
];
