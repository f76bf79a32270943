'use client'

export { RouteError as default } from '@/components/feedback/RouteError'
