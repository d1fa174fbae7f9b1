// The preferences file on disk. The device writes XML (distributeddatamgr_preferences tag
// OpenHarmony-v5.0.0-Release, frameworks/native/src/preferences_xml_utils.cpp) with a .bak copy; the format
// is invisible through the API, so this emulation writes JSON (one entry per key with the native type tag) to
// a temporary file renamed over the old one. What the API does show is kept: a file that is missing or cannot
// be read opens as empty, without an error (preferences_impl.cpp:157-171: a failed load only logs), and a
// write that fails makes flush() fail. Tests can make the next writes fail (failNextPreferencesWrite).
import fs from 'node:fs';
import type { StoredValue } from './PreferencesValue';

const FORMAT = 'arkagent-preferences-emulation/1';

interface FileEntry {
  key: string;
  stored: StoredValue;
}

interface FileContent {
  format: string;
  entries: FileEntry[];
}

let failingWrites = 0;

/** The next `count` flushes that have something to write fail as a failed disk write does (15500000). */
export function failNextPreferencesWrite(count = 1): void {
  failingWrites += count;
}

/** Forgets failures asked for and not used yet. */
export function resetPreferencesFaults(): void {
  failingWrites = 0;
}

export function readPreferencesFile(file: string): Map<string, StoredValue> {
  const values = new Map<string, StoredValue>();
  let content: FileContent;
  try {
    content = JSON.parse(fs.readFileSync(file, 'utf8')) as FileContent;
  } catch {
    return values;
  }
  if (content === null || content.format !== FORMAT || !Array.isArray(content.entries)) return values;
  for (const entry of content.entries) {
    if (typeof entry?.key === 'string' && typeof entry.stored?.tag === 'string') values.set(entry.key, entry.stored);
  }
  return values;
}

/** Writes every value; false when the write failed (the caller reports the native E_ERROR). */
export function writePreferencesFile(file: string, values: ReadonlyMap<string, StoredValue>): boolean {
  if (failingWrites > 0) {
    failingWrites -= 1;
    return false;
  }
  const content: FileContent = { format: FORMAT, entries: [...values].map(([key, stored]) => ({ key, stored })) };
  const temporary = `${file}.arkagent-tmp`;
  try {
    fs.writeFileSync(temporary, JSON.stringify(content, null, 1));
    fs.renameSync(temporary, file);
    return true;
  } catch {
    fs.rmSync(temporary, { force: true });
    return false;
  }
}

/** DeletePreferences removes the file, its backup and its broken copy (preferences_helper.cpp:225-245;
 * suffixes: frameworks/native/include/preferences_utils.h:34-35). */
export function deletePreferencesFiles(file: string): boolean {
  for (const candidate of [file, `${file}.bak`, `${file}.broken`]) fs.rmSync(candidate, { force: true });
  return !fs.existsSync(file);
}
