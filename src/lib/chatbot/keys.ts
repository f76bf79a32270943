/** Answer options and service choices of the quote assistant (spec §3 chatbot content). */
export const chatbotGoals = ['quote', 'demo', 'support', 'other'] as const
export const chatbotServices = ['ai', 'ecom', 'dev', 'websoft'] as const
export type ChatbotGoal = (typeof chatbotGoals)[number]
export type ChatbotService = (typeof chatbotServices)[number]
