// The favorites feature's public surface: other features import only from here.
export { useAddFavorite } from "./api/add-favorite";
export { useFavorites } from "./api/get-favorites";
export { useRemoveFavorite } from "./api/remove-favorite";
