export { LiveSearchIsland } from "./LiveSearchIsland";
export type { LiveSearchProps } from "../../contract/generated";
