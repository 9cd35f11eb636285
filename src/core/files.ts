/**
 * Files: the download helpers now live in `./download`; this module keeps the older import path
 * of the areas that use them working.
 */
export { requestFile, saveFile } from './download'
