export { ChatAssistantIsland, type ChatAssistantProps } from "./ChatAssistantIsland";
export type { ChatAnswer, ChatWidget } from "../../contract/generated";
