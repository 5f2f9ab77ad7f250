#import "ShareSceneDelegate.h"

@implementation ShareSceneDelegate
@end
