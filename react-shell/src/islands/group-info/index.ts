export { GroupInfoIsland } from "./GroupInfoIsland";
export type { GroupInfoProps } from "../../contract/generated";
