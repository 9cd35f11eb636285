// pp-embed-builder, the image selector (issue 9; BLD-37, 60..62, 72): a pick sets the answer's
// image and Save sends provider/id (no imageURL for stock providers), the file rules refuse
// before any upload, and the image-source switcher shows in mocked sessions only.
import { expect } from '@esm-bundle/chai'
import {
  type EmbedBody,
  type QuestionProperties,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
} from '../../src/areas/embeds/lib/builder-rules'
import {
  accessibilityProblems,
  build,
  button,
  findButton,
  root,
  text,
  waitFor,
  waitForText,
} from './helpers'
import {
  answerButtons,
  chooseFile,
  imagesSuite,
  query,
  selector,
  sourceSelect,
  tab,
  uploadInput,
} from './images-fixtures'

describe(`pp-embed-builder image selector (${build})`, () => {
  const { searches, saves, uploads, openForAnswer } = imagesSuite()

  it('a pick sets the answer image and closes the panel; Save sends provider and id, imageURL only for own images (BLD-37, 60)', async () => {
    const el = await openForAnswer()
    ;(await button(el, 'Choose Stock nyc 1.2')).click()
    await waitFor(() => !selector(el))
    const first = await button(el, 'Change image of answer 1')
    expect(first.querySelector('img')!.getAttribute('src')).to.equal('/missing/ss-nyc-1-2.jpg')

    ;(await button(el, 'Choose image for answer 2')).click()
    await waitFor(() => selector(el))
    tab(el, 'Giphy').click()
    ;(await button(el, 'Choose Dancing cat')).click()
    await waitFor(() => !selector(el))

    ;(await button(el, 'Choose image for answer 3')).click()
    await waitFor(() => selector(el))
    tab(el, 'Your Own').click()
    ;(await button(el, /^Choose Your image of /)).click()
    await waitFor(() => !selector(el))
    expect(answerButtons(el).map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      'Change image of answer 1',
      'Change image of answer 2',
      'Change image of answer 3',
    ])

    ;(await button(el, 'Save')).click()
    await waitFor(() => saves().length === 1)
    const body = JSON.parse(saves()[0]!.body!) as EmbedBody
    const quiz = body.contents.pages[0]!.contentProperties as QuestionProperties
    expect(quiz.type).to.equal('image1')
    const [a, b, c] = quiz.options
    expect([a!.imageProvider, a!.imageID]).to.deep.equal(['SHUTTERSTOCK', 'ss-nyc-1-2'])
    expect(a).to.not.have.property('imageURL')
    expect(b).to.include({
      imageProvider: 'GIPHY',
      imageID: 'gif-1',
      imageURL: '/missing/gif-1.gif',
    })
    expect(c).to.include({
      imageProvider: 'CLIENT_UPLOADED',
      imageID: 'own-1',
      imageURL: '/missing/own-1.jpg',
    })
  })

  it('a file over 5 MB and a file that is no image are refused with the messages before any upload (BLD-61, 62)', async () => {
    const el = await openForAnswer()
    tab(el, 'Your Own').click()
    await button(el, 'Upload your own photo')
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(png)
    chooseFile(uploadInput(el), new File([big], 'huge.png', { type: 'image/png' }))
    await waitForText(el, IMAGE_TOO_LARGE_MESSAGE)
    expect(text(el)).to.include('This image is too large. File size must be under 5MB.')
    expect(findButton(el, 'Submit')).to.equal(null)

    // A text file named like a PNG: judged by its content.
    chooseFile(
      uploadInput(el),
      new File(['hello, not an image'], 'fake.png', { type: 'image/png' }),
    )
    await waitForText(el, IMAGE_TYPE_MESSAGE)
    expect(text(el)).to.include(
      'File type not supported. Please use PNG, JPEG, or GIF file format.',
    )
    expect(text(el)).to.not.include(IMAGE_TOO_LARGE_MESSAGE)
    expect(findButton(el, 'Submit')).to.equal(null)
    expect(uploads()).to.deep.equal([])
  })

  it('the image-source switcher shows in mocked sessions only, on the Images tab (BLD-72)', async () => {
    const plain = await openForAnswer()
    await waitFor(() => findButton(plain, 'Choose Stock nyc 1.1'))
    expect(sourceSelect(plain)).to.equal(null)
    plain.remove()

    const el = await openForAnswer({ mocked: '' })
    await waitFor(() => findButton(el, 'Choose Stock nyc 1.1'))
    const select = await waitFor(() => sourceSelect(el))
    expect(select.value).to.equal('SHUTTERSTOCK')
    select.value = 'UNSPLASH'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await waitFor(() => findButton(el, 'Choose Free skyline'))
    expect(query(searches('UNSPLASH')[0]!).get('query')).to.equal('nyc')
    expect(text(el)).to.include('Ada Lens')
    expect(accessibilityProblems(root(el))).to.deep.equal([])

    tab(el, 'Giphy').click()
    await waitFor(() => findButton(el, 'Choose Dancing cat'))
    expect(sourceSelect(el)).to.equal(null)
    // Back on Images: the stock provider again.
    tab(el, 'Images').click()
    await waitFor(() => findButton(el, 'Choose Stock nyc 1.1'))
    expect(sourceSelect(el)!.value).to.equal('SHUTTERSTOCK')
  })
})
