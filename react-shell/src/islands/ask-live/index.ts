export { AskLiveIsland } from "./AskLiveIsland";
export type { AskLiveProps } from "../../contract/generated";
export type { AskLabels } from "./AskLiveIsland";
