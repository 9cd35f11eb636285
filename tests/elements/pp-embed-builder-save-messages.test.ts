// pp-embed-builder, the spec's save and upload messages on screen (BLD-53, 62): Save while an
// image uploads, the update flow's Save with content that is not valid (a required field empty,
// or two answers the same), and an upload that fails.
import { expect } from '@esm-bundle/chai'
import {
  IMAGE_UPLOAD_FAILED_MESSAGE,
  REQUIRED_FIELDS_UNIQUE_MESSAGE,
  SAVE_DURING_UPLOAD_MESSAGE,
} from '../../src/areas/embeds/lib/builder-rules'
import {
  build,
  button,
  dismissToasts,
  field,
  fill,
  findButton,
  root,
  text,
  waitFor,
  waitForText,
} from './helpers'
import { answerFields, builderSuite, mountBuilder } from './builder-fixtures'

const UPLOAD = '/api/accounts/accounts/images'
/** A 1×1 GIF: GIFs skip the cropper and upload as they are (BLD-61). */
const GIF = new Uint8Array([
  0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00,
  0xff, 0xff, 0xff, 0x21, 0xf9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00,
  0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b,
])

const answers = answerFields

describe(`pp-embed-builder save and upload messages (${build})`, () => {
  const suite = builderSuite()
  const saves = suite.saves
  let uploadReply: Promise<Response>
  let answerUpload: (response: Response) => void
  let uploadCalls: number

  beforeEach(() => {
    uploadCalls = 0
    uploadReply = new Promise((resolve) => (answerUpload = resolve))
    const builderFetch = window.fetch
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      if (request.method === 'POST' && new URL(request.url).pathname === UPLOAD) {
        uploadCalls++
        return uploadReply
      }
      return builderFetch(input, init)
    }
  })

  /** The quiz in the Round style (a change: Save is enabled), a GIF chosen for answer 1. */
  async function chooseGif() {
    const el = mountBuilder('customize')
    const round = await waitFor(() =>
      root(el).querySelector<HTMLInputElement>('input[type="radio"][value="image1"]'),
    )
    round.click()
    ;(await button(el, 'Choose image for answer 1')).click()
    const own = await waitFor(() =>
      Array.from(root(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')).find(
        (t) => t.textContent === 'Your Own',
      ),
    )
    own.click()
    await button(el, 'Upload your own photo')
    const input = root(el).querySelector<HTMLInputElement>('input[data-upload-input]')!
    const data = new DataTransfer()
    data.items.add(new File([GIF], 'dot.gif', { type: 'image/gif' }))
    input.files = data.files
    input.dispatchEvent(new Event('change', { bubbles: true }))
    ;(await button(el, 'Submit')).click()
    await waitFor(() => uploadCalls === 1)
    return el
  }

  it('Save during an image upload is refused with the spec text; nothing is sent (BLD-53)', async () => {
    const el = await chooseGif()
    ;(await button(el, 'Save')).click()
    await waitForText(el, SAVE_DURING_UPLOAD_MESSAGE)
    expect(text(el)).to.include('You can save once your image has been uploaded successfully')
    expect(saves()).to.deep.equal([])
    answerUpload(new Response(null, { status: 500 }))
  })

  it('an upload that fails says so in the spec text (BLD-62)', async () => {
    const el = await chooseGif()
    answerUpload(
      new Response(JSON.stringify({ error: { code: 'x', message: 'x', fields: [] } }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    )
    await waitForText(el, IMAGE_UPLOAD_FAILED_MESSAGE)
    expect(text(el)).to.include('There was an issue uploading your image/Logo')
    // The upload is over: Save is no longer refused for it.
    dismissToasts(el)
    ;(await button(el, 'Save')).click()
    await waitFor(() => findButton(el, 'Save') !== null)
    expect(text(el)).to.not.include(SAVE_DURING_UPLOAD_MESSAGE)
  })

  it('the update flow refuses Save with content not valid, an empty field or answers not unique, in the spec text (BLD-53)', async () => {
    const message =
      'There are required fields you must fill out before continuing. Please check if all the options are unique.'
    expect(REQUIRED_FIELDS_UNIQUE_MESSAGE).to.equal(message)
    const el = mountBuilder('customize')
    const title = await field(el, 'Question')
    await fill(title, ' ')
    ;(await button(el, 'Save')).click()
    await waitForText(el, message)
    expect(saves()).to.deep.equal([])
    dismissToasts(el)
    await waitFor(() => !text(el).includes(message))

    await fill(title, 'Largest planet?')
    await fill(answers(el)[1]!, 'jupiter')
    ;(await button(el, 'Save')).click()
    await waitForText(el, message)
    expect(saves()).to.deep.equal([])
    expect(answers(el)[1]!.getAttribute('aria-invalid')).to.equal('true')

    await fill(answers(el)[1]!, 'Saturn')
    dismissToasts(el)
    ;(await button(el, 'Save')).click()
    await waitFor(() => saves().length === 1)
  })
})
