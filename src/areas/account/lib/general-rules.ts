/** General information rules (ACCT-04, spec 000 §5: all six fields required), shared with the server. */
import { maxLength, required, type Rule } from '../../../core/validation/rules'

export const GENERAL_FIELDS = [
  { key: 'accountName', label: 'Name', max: 150 },
  { key: 'streetAddress', label: 'Address', max: 150 },
  { key: 'city', label: 'City', max: 100 },
  { key: 'zipCode', label: 'Zip', max: 20 },
  { key: 'region', label: 'State/Province', max: 100 },
  { key: 'country', label: 'Country', max: 100 },
] as const

export type GeneralField = (typeof GENERAL_FIELDS)[number]['key']

export const GENERAL_RULES: Record<GeneralField, Rule[]> = Object.fromEntries(
  GENERAL_FIELDS.map((f) => [f.key, [required(), maxLength(f.max)]]),
) as Record<GeneralField, Rule[]>
