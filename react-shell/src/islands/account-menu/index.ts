export { AccountMenuIsland } from "./AccountMenuIsland";
export type { AccountMenuProps } from "../../lib/account/labels";
