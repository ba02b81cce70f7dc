export { ChatAssistantIsland } from "./ChatAssistantIsland";
export type { ChatAnswer, ChatAssistantProps, ChatWidget } from "../../contract/generated";
