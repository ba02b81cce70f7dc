export { ChatAssistantIsland } from "./ChatAssistantIsland";
export type { ChatAssistantProps, ChatReply, ChatWidget } from "./ChatAssistantIsland";
