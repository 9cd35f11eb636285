/**
 * What a component knows of the element it renders in: the bases of that element's calls (its
 * `services` attribute). The kit's loading hook binds each load to them (src/core/http.ts, "Where
 * a call goes"), so two elements on one page call their own bases.
 */
import { createContext, useContext } from 'react'
import type { ServiceMap } from '../core/http'

const NONE: ServiceMap = {}

export const ElementServices = createContext<ServiceMap>(NONE)

/** The bases of the element this component renders in ({} outside one, e.g. the kit gallery). */
export function useElementServices(): ServiceMap {
  return useContext(ElementServices)
}
