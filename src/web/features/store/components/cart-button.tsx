// Placeholder: the store feature (issue 5) renders the cart button and panel here.
export function CartButton() {
  return null;
}
