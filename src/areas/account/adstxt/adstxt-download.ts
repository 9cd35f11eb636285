import { saveFile } from '../../../core/files'

/** ACCT-22: hands the browser the ads.txt text to save. */
export function saveTextFile(name: string, text: string): void {
  saveFile(name, text)
}
