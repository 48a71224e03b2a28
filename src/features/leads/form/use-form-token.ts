'use client'

import { useState } from 'react'

import { formTokenHolder, type FormTokenHolder } from './form-token-client'

/** The form's signed form token (see form-token-client.ts), one holder for the form's lifetime. */
export function useFormToken(): FormTokenHolder {
  const [holder] = useState(() => formTokenHolder())
  return holder
}
