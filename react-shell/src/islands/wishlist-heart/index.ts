export { WishlistHeartIsland } from "./WishlistHeartIsland";
export type { WishlistHeartProps } from "./WishlistHeartIsland";
