/** What the build knows of a CJK character for the search files: its readings and its Traditional forms. */
import type { CharFacts } from '../src/core/search-index-file';
import { charReadings } from './char-readings';
import { traditionalForms } from './traditional-forms';

export const CHAR_FACTS: CharFacts = { readings: charReadings, traditional: traditionalForms };
