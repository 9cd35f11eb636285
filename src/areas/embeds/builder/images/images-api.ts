/** The image selector's calls (images-rules.ts lists them: API-55, API-56, API-120..122). */
import { request } from '../../../../core/http'
import {
  fromGiphy,
  fromOwn,
  fromShutterstock,
  fromUnsplash,
  type GiphySearch,
  type OwnImagesPage,
  type ResultPage,
  type SearchProvider,
  type ShutterstockSearch,
  type UnsplashSearch,
  type UploadResult,
  type WorkflowStepForUpload,
} from '../../lib/images-rules'

export interface UploadRequest {
  accountUUID: string
  logo: boolean
  file: Blob
  fileName: string
  embedWorkflowStep: WorkflowStepForUpload
}

export const imagesApi = {
  /** API-120..122: one page of a provider's search, as image results. */
  search: (
    provider: SearchProvider,
    query: string,
    page: number,
    signal?: AbortSignal,
  ): Promise<ResultPage> => {
    const path = `/v1/search/${encodeURIComponent(provider)}`
    const options = { query: { query, page }, signal }
    if (provider === 'SHUTTERSTOCK')
      return request<ShutterstockSearch>('images', path, options).then(fromShutterstock)
    if (provider === 'UNSPLASH')
      return request<UnsplashSearch>('images', path, options).then(fromUnsplash)
    return request<GiphySearch>('images', path, options).then(fromGiphy)
  },
  /** API-56: the account's own images, newest first. */
  own: (accountUUID: string, page: number, signal?: AbortSignal): Promise<ResultPage> =>
    request<OwnImagesPage>('accounts', `/accounts/${encodeURIComponent(accountUUID)}/images`, {
      query: { page },
      signal,
    }).then(fromOwn),
  /** API-55 (and API-58/59/60 by their flags): one image, as form-data. */
  upload: ({ accountUUID, logo, file, fileName, embedWorkflowStep }: UploadRequest) => {
    const form = new FormData()
    form.append('accountUUID', accountUUID)
    form.append('logo', String(logo))
    form.append('imagesCount', '1')
    form.append('images[0]', file, fileName)
    form.append('embedWorkflowStep', embedWorkflowStep)
    return request<UploadResult>('accounts', '/accounts/images', { method: 'POST', body: form })
  },
}
