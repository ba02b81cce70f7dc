export { AskLiveIsland } from "./AskLiveIsland";
export type { AskLabels, AskLiveProps } from "./AskLiveIsland";
