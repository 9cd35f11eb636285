import type { TextareaHTMLAttributes } from 'react'
import { ValueField, type ValueFieldProps } from './field'

type TextAreaAttributes = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'>

export interface TextAreaFieldProps extends ValueFieldProps, TextAreaAttributes {}

/** A labelled multi-line text in the kit's Field frame, styled and validated like TextField. */
export function TextAreaField({ rows = 3, ...props }: Readonly<TextAreaFieldProps>) {
  return (
    <ValueField<TextAreaAttributes> {...props}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={`w-full min-w-0 resize-y rounded-control border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 read-only:bg-slate-50 read-only:text-slate-700 disabled:bg-slate-50 disabled:text-slate-500 ${props.error ? 'border-danger' : 'border-slate-300'}`}
        />
      )}
    </ValueField>
  )
}
