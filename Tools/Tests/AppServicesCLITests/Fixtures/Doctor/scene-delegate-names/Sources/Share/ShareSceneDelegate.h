#import <UIKit/UIKit.h>

/// The share sheet's scene, written in Objective-C.
@interface ShareSceneDelegate : UIResponder <UIWindowSceneDelegate>

@property (strong, nonatomic) UIWindow *window;

@end
