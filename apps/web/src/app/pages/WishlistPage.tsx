import { WishList } from '../../features/schedule';
import { MyClassesLayout } from './MyClassesLayout';

export default function WishlistPage() {
  return (
    <MyClassesLayout
      title="Wishlist"
      description="Classes on your wishlist and waitlist."
      intro="Classes you are keeping an eye on, and the waitlists you are on."
    >
      <WishList />
    </MyClassesLayout>
  );
}
