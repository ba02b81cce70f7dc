export { AccountMenuIsland } from "./AccountMenuIsland";
export type { AccountMenuProps } from "../../contract/generated";
