export { WishlistHeartIsland } from "./WishlistHeartIsland";
export type { WishlistHeartProps } from "../../contract/generated";
