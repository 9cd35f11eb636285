import { useUnsavedEdits } from '../../../site-product/unsaved-edits'
import type { TabProps } from '../manager/tab-props'
import { shownColors, useColorForm } from './color-form'
import { ColorSection } from './color-section'
import { useGeneralForm } from './general-form'
import { GeneralSection } from './general-section'
import { RatingPreviews } from './rating-previews'

/**
 * RAT-13..18: the ratings manager's Configuration tab: the General and Color scheme sections,
 * each with its own Save and Cancel, and live previews of the unit and the counter.
 */
export function ConfigurationTab({ site, config, setConfig }: Readonly<TabProps>) {
  const general = useGeneralForm(config, setConfig)
  const colors = useColorForm(config, setConfig)
  useUnsavedEdits(general.dirty || !colors.unchanged)
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <GeneralSection form={general} siteName={site.name} />
      <div className="flex flex-col gap-4">
        <ColorSection form={colors.form} saved={colors.saved} unchanged={colors.unchanged} />
        <RatingPreviews
          colors={shownColors(colors.form.values, colors.saved)}
          general={general.values}
        />
      </div>
    </div>
  )
}
