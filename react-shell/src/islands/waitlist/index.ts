export { WaitlistIsland } from "./WaitlistIsland";
export type { WaitlistProps } from "../../contract/generated";
