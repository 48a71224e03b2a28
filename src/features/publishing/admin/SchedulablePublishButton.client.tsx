'use client'
/**
 * Payload's Publish button, whose menu offers Schedule Publish only for what is saved (a schedule
 * publishes the saved draft, not the form on screen), so the menu vanished while the form had changes,
 * with no word why (issue 41). Until they are saved, the button says how to get it back.
 */
import './schedulable-publish-button.css'

import { PublishButton, useDocumentInfo, useFormModified } from '@payloadcms/ui'

export function SchedulablePublishButton() {
  const modified = useFormModified()
  const { id, hasPublishPermission } = useDocumentInfo()
  // A new document has nothing saved to schedule yet either.
  const unsaved = hasPublishPermission && (modified || id === undefined)
  return (
    <>
      <PublishButton />
      {/* Always in the page, so a screen reader hears the hint when it appears. */}
      <span className="schedule-publish-hint" role="status">
        {unsaved ? 'Save draft to schedule' : ''}
      </span>
    </>
  )
}
