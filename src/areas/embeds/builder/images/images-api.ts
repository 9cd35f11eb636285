/** The image selector's calls (API-55, API-56, API-120..122), from their contract. */
import { imageCalls } from '../../../../contracts/images/images'
import type { imageSchemas } from '../../../../contracts/images/images.schemas'
import { client } from '../../../../core/contract-client'
import {
  fromGiphy,
  fromOwn,
  fromShutterstock,
  fromUnsplash,
  type GiphySearch,
  type ResultPage,
  type SearchProvider,
  type ShutterstockSearch,
  type UnsplashSearch,
  type WorkflowStepForUpload,
} from '../../lib/images-rules'

export interface UploadRequest {
  accountUUID: string
  logo: boolean
  file: Blob
  fileName: string
  embedWorkflowStep: WorkflowStepForUpload
}

const images = client<typeof imageSchemas>()(imageCalls)

export const imagesApi = {
  /** API-120..122: one page of a provider's search, as image results. */
  search: async (
    provider: SearchProvider,
    query: string,
    page: number,
    signal?: AbortSignal,
  ): Promise<ResultPage> => {
    const reply = await images.search(
      { params: { provider }, query: { query, page: String(page) } },
      { signal },
    )
    // The provider named in the path decides the answer's shape.
    if (provider === 'SHUTTERSTOCK') return fromShutterstock(reply as ShutterstockSearch)
    if (provider === 'UNSPLASH') return fromUnsplash(reply as UnsplashSearch)
    return fromGiphy(reply as GiphySearch)
  },
  /** API-56: the account's own images, newest first. */
  own: (accountUUID: string, page: number, signal?: AbortSignal): Promise<ResultPage> =>
    images
      .own({ params: { accountUUID }, query: { page: String(page) } }, { signal })
      .then(fromOwn),
  /** API-55 (and API-58/59/60 by their flags): one image, as form-data. */
  send: ({ accountUUID, logo, file, fileName, embedWorkflowStep }: UploadRequest) => {
    const form = new FormData()
    form.append('accountUUID', accountUUID)
    form.append('logo', String(logo))
    form.append('imagesCount', '1')
    form.append('images[0]', file, fileName)
    form.append('embedWorkflowStep', embedWorkflowStep)
    return images.uploadImages({ body: form })
  },
}
