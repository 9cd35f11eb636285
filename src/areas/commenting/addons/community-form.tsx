import { useState } from 'react'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { ImageUpload } from '../components/image-upload'
import {
  addonColor,
  COLOR_KEYS,
  communityAddonProblems,
  communityTitleProblem,
  daysProblem,
  DEFAULT_CUSTOM_DAYS,
  TITLE_MAX,
  type CommunityAddon,
  type PlaceholderType,
} from '../lib/commenting-rules'
import { PLACEHOLDER_CHOICES } from '../components/community-choices'
import { useInvalidColors } from '../components/use-invalid-colors'
import { TEXT } from '../lib/commenting-texts'
import { AddonColors } from './addon-colors'
import { AddonForm } from './addon-card'
import { TopListsFields, type TimeFrame } from './top-lists-fields'
import type { AddonState } from './use-addon'

/** The setting as it is sent: empty title → null, standard clears the image, colours as used. */
function toSave(draft: CommunityAddon, timeFrame: TimeFrame): CommunityAddon {
  return {
    ...draft,
    title: draft.title ? draft.title : null,
    // The draft follows valid typed days; all time is stored as 0.
    topArticlesDaysTimeFrame: timeFrame.mode === 'all' ? 0 : draft.topArticlesDaysTimeFrame,
    placeholderImageUrl:
      draft.placeholderImageType === 'standard' ? null : draft.placeholderImageUrl,
    customColorSchema: Object.fromEntries(
      COLOR_KEYS.map((k) => [k, addonColor(draft.customColorSchema[k])]),
    ) as CommunityAddon['customColorSchema'],
  }
}

/** COM-36: the Community add-on's settings; remounted whenever the saved copy is restored. */
export function CommunityForm({
  addon,
  unitUUID,
}: Readonly<{ addon: AddonState<CommunityAddon>; unitUUID: string }>) {
  const { draft, update } = addon
  const savedDays = draft.topArticlesDaysTimeFrame
  const [timeFrame, setTimeFrame] = useState<TimeFrame>({
    mode: savedDays > 0 ? 'custom' : 'all',
    text: String(savedDays > 0 ? savedDays : DEFAULT_CUSTOM_DAYS),
    touched: false,
  })
  const [titleTouched, setTitleTouched] = useState(false)
  const [uploading, setUploading] = useState(false)
  const { invalid: badColors, mark: markColor, clear: clearColors } = useInvalidColors()
  const [message, setMessage] = useState<string | null>(null)

  const checkDays = draft.showTopArticles && timeFrame.mode === 'custom'
  const titleError = titleTouched ? communityTitleProblem(draft.title) : null
  const daysError = checkDays && timeFrame.touched ? daysProblem(timeFrame.text) : null
  const typedDaysDiffer = checkDays && timeFrame.text !== String(draft.topArticlesDaysTimeFrame)
  const changed = addon.changed || typedDaysDiffer || badColors.size > 0
  const missingImage = draft.placeholderImageType === 'custom' && !draft.placeholderImageUrl

  function changeTimeFrame(next: TimeFrame) {
    // COM-28: switching from all time starts at 5 days.
    const text =
      next.mode === 'custom' && timeFrame.mode === 'all' ? String(DEFAULT_CUSTOM_DAYS) : next.text
    setTimeFrame({ ...next, text })
    if (next.mode === 'all') update({ topArticlesDaysTimeFrame: 0 })
    else if (!daysProblem(text)) update({ topArticlesDaysTimeFrame: Number(text) })
  }

  function save() {
    const body = toSave(draft, timeFrame)
    const invalid =
      communityAddonProblems({ ...body, title: draft.title }).length > 0 ||
      (checkDays && daysProblem(timeFrame.text) !== null) ||
      (draft.isCustomColorEnabled && badColors.size > 0)
    if (invalid) {
      setTitleTouched(true)
      setTimeFrame((t) => ({ ...t, touched: true }))
      setMessage(TEXT.invalidFields)
      return
    }
    setMessage(null)
    void addon.save(body)
  }

  return (
    <AddonForm
      addon={addon}
      onSave={save}
      saveDisabled={!changed || uploading || missingImage}
      message={message}
    >
      <TextField
        label="Title"
        name="title"
        value={draft.title ?? ''}
        error={titleError}
        helper={`Optional, at most ${TITLE_MAX} characters.`}
        onChange={(title) => update({ title })}
        onBlur={() => setTitleTouched(true)}
        className="max-w-md"
      />
      <TopListsFields
        value={draft}
        onChange={update}
        timeFrame={timeFrame}
        onTimeFrame={changeTimeFrame}
        daysError={daysError}
      />
      <div className="flex flex-col gap-3">
        <SelectField
          label="Placeholder image"
          value={draft.placeholderImageType}
          options={PLACEHOLDER_CHOICES}
          onChange={(v) => update({ placeholderImageType: v as PlaceholderType })}
          className="max-w-xs"
        />
        {draft.placeholderImageType === 'custom' ? (
          <ImageUpload
            unitUUID={unitUUID}
            workflow="STAND_ALONE_COMMUNITY"
            imageUrl={draft.placeholderImageUrl}
            onUploaded={(url) => update({ placeholderImageUrl: url })}
            onUploading={setUploading}
          />
        ) : null}
      </div>
      <AddonColors
        enabled={draft.isCustomColorEnabled}
        colors={draft.customColorSchema}
        onToggle={(on) => {
          if (!on) clearColors()
          update({ isCustomColorEnabled: on })
        }}
        onChange={(customColorSchema) => update({ customColorSchema })}
        onValidity={markColor}
      />
    </AddonForm>
  )
}
