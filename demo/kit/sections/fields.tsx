/** Kit gallery: the Field frame and every input on it, in default, required, hint, error and disabled states. */
import { useState } from 'react'
import { ColorField } from '../../../src/ui/color-field'
import { ColorPicker } from '../../../src/ui/color-picker'
import { SelectField } from '../../../src/ui/select-field'
import { Switch } from '../../../src/ui/switch'
import { TextAreaField } from '../../../src/ui/text-area-field'
import { PasswordField, TextField } from '../../../src/ui/text-field'
import type { KitSection } from '../kit-gallery'

const SITES = [
  { value: 'planet', label: 'Daily Planet' },
  { value: 'gazette', label: 'Gotham Gazette' },
]

function TextFields() {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('not-an-email')
  const [password, setPassword] = useState('')
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Report name" value={name} onChange={setName} />
      <TextField
        label="Embed name"
        required
        value={name}
        onChange={setName}
        helper="Letters, digits and spaces."
      />
      <TextField
        label="Contact email"
        required
        value={email}
        onChange={setEmail}
        error={/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? null : 'Please enter a valid email'}
      />
      <TextField label="Account ID" value="ACC-0042" onChange={() => {}} disabled />
      <PasswordField
        label="New password"
        required
        value={password}
        onChange={setPassword}
        helper="Use 8 or more characters with a mix of letters, numbers & symbols."
      />
    </div>
  )
}

function TextAreas() {
  const [message, setMessage] = useState('Thanks for your rating!')
  const [empty, setEmpty] = useState('')
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextAreaField
        label="Thank-you message"
        required
        value={message}
        onChange={setMessage}
        maxLength={255}
        helper={`1 to 255 characters · ${message.length} / 255`}
      />
      <TextAreaField
        label="Message to the publisher"
        required
        value={empty}
        onChange={setEmpty}
        error={empty.trim() ? null : 'A message is required'}
      />
      <TextAreaField label="Saved note" value="Read only here." onChange={() => {}} disabled />
    </div>
  )
}

function SelectFields() {
  const [site, setSite] = useState('')
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField label="Site" value={site} onChange={setSite} options={SITES} />
      <SelectField
        label="Report site"
        required
        placeholder="Select your website"
        value={site}
        onChange={setSite}
        options={SITES}
        helper="The report covers this site only."
        error={site ? null : 'Choose a site'}
      />
      <SelectField
        label="Locked site"
        value="planet"
        onChange={() => {}}
        options={SITES}
        disabled
      />
      <SelectField
        label="Site with a closed choice"
        value={site || 'planet'}
        onChange={setSite}
        options={SITES.map((s, i) => (i === 1 ? { ...s, disabled: true } : s))}
        helper="The second site cannot be chosen yet."
      />
    </div>
  )
}

function ColorFields() {
  const [brand, setBrand] = useState('1494F4')
  const [text, setText] = useState('ZZZ')
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ColorField label="Brand colour" required value={brand} onChange={setBrand} />
      <ColorField
        label="Text colour"
        value={text}
        onChange={setText}
        hint="Six hex digits, such as #092E77."
      />
      <ColorField label="Locked colour" value="092E77" onChange={() => {}} disabled />
    </div>
  )
}

function ColorPickers() {
  const [brand, setBrand] = useState('#092e77')
  const [card, setCard] = useState('rgba(48,48,48,0.8)')
  return (
    <div className="flex flex-wrap gap-8">
      <ColorPicker label="Brand Color" value={brand} onChange={setBrand} />
      <ColorPicker label="Background Color" value={card} onChange={setCard} />
      <ColorPicker label="Locked Color" value="#092e77" onChange={() => {}} disabled />
      <p className="basis-full text-sm text-slate-600" data-testid="committed">
        Committed: {brand} · {card}
      </p>
    </div>
  )
}

function Switches() {
  const [on, setOn] = useState(true)
  const [off, setOff] = useState(false)
  return (
    <div className="flex max-w-sm flex-col gap-3">
      <Switch label="Comments Counter" checked={on} onChange={setOn} />
      <Switch label="Email alerts" checked={off} onChange={setOff} />
      <Switch label="Locked setting" checked onChange={() => {}} disabled />
    </div>
  )
}

export const sections: KitSection[] = [
  { id: 'text-fields', title: 'Text and password fields', Demo: TextFields },
  { id: 'text-areas', title: 'Text areas', Demo: TextAreas },
  { id: 'select-fields', title: 'Select fields', Demo: SelectFields },
  { id: 'color-fields', title: 'Colour fields', Demo: ColorFields },
  { id: 'color-picker', title: 'Colour picker', Demo: ColorPickers },
  { id: 'switches', title: 'Switches', Demo: Switches },
]
