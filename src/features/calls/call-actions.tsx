import Stack from '@mui/material/Stack'
import { Button } from '../../components/button'
import { NewTabHint } from '../../components/new-tab-hint'

/** What a visitor can do about a call; drawn at the top of its page and again at the bottom. */
export interface CallActionsProps {
  /** The call's links marked as buttons, in order: forms and templates, opened in a new tab. */
  buttons: { id: string; label: string; url: string }[]
}

// The one place that draws a call's actions, wherever the page shows them.
export function CallActions({ actions, className }: { actions: CallActionsProps; className: string }) {
  if (actions.buttons.length === 0) return null
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} className={className}>
      {actions.buttons.map((button, index) => (
        // The first is the call's main action; the others are secondary.
        <Button key={button.id} variant={index === 0 ? 'primary' : 'secondary'} href={button.url} target="_blank" rel="noopener noreferrer">
          {button.label}
          <NewTabHint />
        </Button>
      ))}
    </Stack>
  )
}
