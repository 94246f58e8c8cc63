// @ts-check
/**
 * The record of one Parcel compile of gatsby-config.ts and gatsby-node.ts: the digest of every
 * file it read (its bundles' assets), of every file it wrote, and of what else decides its output
 * (the package files, the TypeScript config, the names at the site's root, Gatsby's mode), kept
 * beside the output in `.cache/compiled`. Used by parcel-skips-unchanged.js.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const RECORD_NAME = 'parcel-inputs.json';
/** Read by Parcel or by Gatsby's checks around it, though they are not bundled. */
const SETTINGS_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', '.parcelrc'];

/** The file's SHA-1, or null when it cannot be read. @param {string} file */
function fileDigest(file) {
  try {
    return createHash('sha1').update(fs.readFileSync(file)).digest('hex');
  } catch {
    return null;
  }
}

/** @param {string[]} files @returns {Record<string, string | null>} */
function digestsOf(files) {
  return Object.fromEntries(files.map((file) => [file, fileDigest(file)]));
}

/**
 * What decides the output besides the bundled files: the settings files, the names of the files at
 * the root (Gatsby compiles the gatsby-* files there, and warns of a misspelt gatsby-node), and Gatsby's mode
 * (develop asks for source maps). @param {string} siteRoot
 */
function settingsDigest(siteRoot) {
  const hash = createHash('sha1');
  hash.update(process.env.NODE_ENV ?? '');
  const rootFiles = fs.readdirSync(siteRoot, { withFileTypes: true }).filter((entry) => !entry.isDirectory());
  hash.update(JSON.stringify(rootFiles.map((entry) => entry.name).sort()));
  for (const name of SETTINGS_FILES) hash.update(`\0${name}\0${fileDigest(path.join(siteRoot, name)) ?? ''}`);
  return hash.digest('hex');
}

/** @param {string} outputDir */
function recordPath(outputDir) {
  return path.join(outputDir, RECORD_NAME);
}

/** A compile's record until Gatsby has loaded its output without error. @param {string} outputDir */
function pendingPath(outputDir) {
  return `${recordPath(outputDir)}.pending`;
}

/**
 * Written by Parcel's process after a compile. @param {string} siteRoot @param {string} outputDir
 * @param {string[]} inputs the files Parcel bundled @param {string[]} outputs the files it wrote
 */
function writeRecord(siteRoot, outputDir, inputs, outputs) {
  const record = { settings: settingsDigest(siteRoot), inputs: digestsOf(inputs), outputs: digestsOf(outputs) };
  fs.writeFileSync(pendingPath(outputDir), JSON.stringify(record));
}

/** Once Gatsby has loaded the compiled files, the compile's record stands. @param {string} outputDir */
function acceptRecord(outputDir) {
  if (fs.existsSync(pendingPath(outputDir))) fs.renameSync(pendingPath(outputDir), recordPath(outputDir));
}

/**
 * Whether the last compile's output is still what a compile would write: every file it read and
 * wrote is as recorded, and so is everything else its output depends on. A local plugin folder
 * (whose gatsby-* files Parcel also compiles) always compiles again. @param {string} siteRoot @param {string} outputDir
 */
function outputUpToDate(siteRoot, outputDir) {
  if (fs.existsSync(path.join(siteRoot, 'plugins'))) return false;
  let record;
  try {
    record = JSON.parse(fs.readFileSync(recordPath(outputDir), 'utf8'));
  } catch {
    return false;
  }
  if (record?.settings !== settingsDigest(siteRoot)) return false;
  const unchanged = (/** @type {Record<string, string | null>} */ digests) =>
    Object.entries(digests ?? {}).every(([file, digest]) => digest !== null && fileDigest(file) === digest);
  return Object.keys(record.outputs ?? {}).length > 0 && unchanged(record.outputs) && unchanged(record.inputs);
}

module.exports = { writeRecord, acceptRecord, outputUpToDate };
