import type { Chatbot } from '@/payload-types'

import { chatbotGoals, chatbotServices, type ChatbotGoal, type ChatbotService } from './keys'

/** A question and its answer under a recommended service. */
export type ChatbotFaq = { question: string; answer: string }

export type ChatbotServiceChoice = {
  key: ChatbotService
  label: string
  recommendation: { title: string; description: string }
  faqs: ChatbotFaq[]
}

/**
 * Everything the quote assistant says, in one language: the `chatbot` global without
 * Payload's ids and empty values, as the browser receives it (`/forms/chatbot/{locale}`).
 */
export type ChatbotContent = {
  welcome: string
  emailPrompt: string
  emailRequired: string
  emailConfirmed: string
  questions: { goal: string; service: string; details: string; location: string }
  goals: { key: ChatbotGoal; label: string }[]
  services: ChatbotServiceChoice[]
  nextSteps: { heading: string; contact: string; startOver: string }
  thankYou: string
}

const text = (value: string | null | undefined) => value?.trim() ?? ''
const isGoal = (key: unknown): key is ChatbotGoal => chatbotGoals.includes(key as ChatbotGoal)
const isService = (key: unknown): key is ChatbotService =>
  chatbotServices.includes(key as ChatbotService)

/** The global as stored (one locale) to what the assistant needs; options without a label are left out. */
export function toChatbotContent(doc: Chatbot): ChatbotContent {
  return {
    welcome: text(doc.welcome),
    emailPrompt: text(doc.emailPrompt),
    emailRequired: text(doc.emailRequired),
    emailConfirmed: text(doc.emailConfirmed),
    questions: {
      goal: text(doc.questions?.goal),
      service: text(doc.questions?.service),
      details: text(doc.questions?.details),
      location: text(doc.questions?.location),
    },
    goals: (doc.answerOptions ?? [])
      .filter((option) => isGoal(option.key) && text(option.label))
      .map((option) => ({ key: option.key, label: text(option.label) })),
    services: (doc.serviceChoices ?? [])
      .filter((choice) => isService(choice.key) && text(choice.label))
      .map((choice) => ({
        key: choice.key,
        label: text(choice.label),
        recommendation: {
          title: text(choice.recommendation?.title),
          description: text(choice.recommendation?.description),
        },
        faqs: (choice.faqs ?? [])
          .map((faq) => ({ question: text(faq.question), answer: text(faq.answer) }))
          .filter((faq) => faq.question && faq.answer),
      })),
    nextSteps: {
      heading: text(doc.nextSteps?.heading),
      contact: text(doc.nextSteps?.contact),
      startOver: text(doc.nextSteps?.startOver),
    },
    thankYou: text(doc.thankYou),
  }
}
