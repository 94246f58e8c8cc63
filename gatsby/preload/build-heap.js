// @ts-check
/**
 * Loaded before Gatsby in every process of `gatsby build` (`--require` in the `build` script of
 * package.json; the HTML renderer's process and Gatsby's worker inherit it through NODE_OPTIONS).
 *
 * The build's peak memory is that of two webpack compilations running side by side: the browser
 * bundle in the build's process, the HTML renderer in its own (build-renderer-beside.ts). A heap
 * snapshot taken then finds only about 40 % of each process's resident memory alive: V8 lets the
 * old generation grow to several times what survived its last full collection before it
 * collects again, and that slack, in two processes at once, was most of the ~2.3 GB peak.
 *
 * A growing factor of 1.5 collects sooner; no ceiling is set, so a larger site still gets all
 * the heap it needs. Cold builds on this project's 2-core machine, interleaved: peak about
 * 1.5 GB instead of 1.83 GB with V8's own factor, at no measurable cost in time; a factor of 1.3
 * saved little more and cost 5–15 s of CPU, 1.15 more still.
 */
require('node:v8').setFlagsFromString('--heap-growing-percent=50');
