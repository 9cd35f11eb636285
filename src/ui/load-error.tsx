import { Alert } from './alert'
import { Button } from './button'

/** One inline message for a failed load, with the retry that fixes most of them. */
export function LoadError({ text, onRetry }: Readonly<{ text: string; onRetry: () => void }>) {
  return (
    <Alert
      tone="error"
      action={
        <Button variant="link" onClick={onRetry} className="text-red-700">
          Try again
        </Button>
      }
    >
      {text}
    </Alert>
  )
}
